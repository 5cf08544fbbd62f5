// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>
