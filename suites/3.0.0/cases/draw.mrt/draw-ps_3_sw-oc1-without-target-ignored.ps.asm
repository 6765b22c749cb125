ps_3_sw
dcl_texcoord v0
def c0, 0.25, 0.5, 0.75, 1
mov oC0, v0
mov oC1, c0
