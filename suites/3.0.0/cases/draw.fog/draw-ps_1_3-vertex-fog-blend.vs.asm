vs_1_1
dcl_position v0
def c0, 0.25, 0, 0, 0
mov oPos, v0
mov oFog, c0.x
