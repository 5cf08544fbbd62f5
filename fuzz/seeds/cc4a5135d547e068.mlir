// expected-error@+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @misaligned : memref<2xf32> = dense<1.0> {alignment = 3}
