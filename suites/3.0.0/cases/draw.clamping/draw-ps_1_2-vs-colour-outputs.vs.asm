vs_1_1
dcl_position v0
def c0, 2, 2, 2, 2
mov oPos, v0
mov oD0, c0
mov oD1, c0
