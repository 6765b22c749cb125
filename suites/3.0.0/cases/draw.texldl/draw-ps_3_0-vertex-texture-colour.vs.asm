vs_3_0
dcl_position v0
dcl_2d s0
dcl_position o0
dcl_color o1
def c0, 0.5, 0.5, 0, 0
texldl r0, c0, s0
mov o0, v0
mov o1, r0
