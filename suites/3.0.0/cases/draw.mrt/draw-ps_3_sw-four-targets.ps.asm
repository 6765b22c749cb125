ps_3_sw
dcl_texcoord v0
def c0, 0.25, 0.5, 0.75, 1
def c1, 1, 0, 0, 1
mov oC0, v0
mov oC1, c0
mov oC2, c1
mov oC3, v0.yxzw
