ps_3_0
dcl_texcoord v0
mov oC0, v0
