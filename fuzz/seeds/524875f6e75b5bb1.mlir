// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
module attributes {my.inf = -0x7F800000 : f32} {
}
