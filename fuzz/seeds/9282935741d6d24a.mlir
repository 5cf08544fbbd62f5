module attributes {my.inf = 0xFF800000 : f32, my.two = 2.0 : f32} {
}
