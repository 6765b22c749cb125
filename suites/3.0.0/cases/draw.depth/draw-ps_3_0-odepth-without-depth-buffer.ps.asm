ps_3_0
dcl_texcoord v0
def c0, 1, 0.5, 0.25, 1
mov oC0, c0
mov oDepth, v0.x
