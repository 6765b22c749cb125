ps_3_sw
dcl_texcoord0 v0
mov oC0, v0
