vs_3_sw
dcl_position v0
dcl_position o0
dcl_fog o1
def c0, 0.25, 0, 0, 0
mov o0, v0
mov o1, c0.x
