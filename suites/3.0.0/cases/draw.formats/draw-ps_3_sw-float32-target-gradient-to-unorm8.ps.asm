ps_3_sw
dcl_texcoord v0
mov oC0, v0
