ps_3_0
dcl_texcoord v0.xy
dcl_2d s0
texld r0, v0, s0
mov oC0, r0
