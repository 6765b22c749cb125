// case: random/valid/ps_2_0/4 (validate)
// expect: valid
// case: random/assemble/ps_2_0/4 (assemble)
// expect: the tokens of valid-ps_2_0-4.bin
// origin: random seed 1 ps_2_0 #4
ps_2_0
dcl_volume s10
dcl_centroid t0
dcl_2d s13
dcl_cube s15
nop
texldp r0, t0, s10
m4x3_pp r2.xyz, -r0.x, c15
m4x4 r6, t0, c12
sub r10.w, r6, -c0.wzyx
pow r2, -r2.x, -r0.w
nrm r10, t0.x
rsq r11, -c1.w
mov oC0, r6
