vs_3_0
dcl_position v0
dcl_position o0
dcl_color0 o1
dcl_color1 o2
def c0, 2, 2, 2, 2
mov o0, v0
mov o1, c0
mov o2, c0
