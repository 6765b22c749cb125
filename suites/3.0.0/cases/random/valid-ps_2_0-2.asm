// case: random/valid/ps_2_0/2 (validate)
// expect: valid
// case: random/assemble/ps_2_0/2 (assemble)
// expect: the tokens of valid-ps_2_0-2.bin
// origin: random seed 1 ps_2_0 #2
ps_2_0
dcl_2d s12
dcl t0
dcl t5
def c12, 2.6955424e-23, 0.125, -0.5, 0.00012905314
dcl v0.zw
dcl t6.zw
dcl_centroid t1
def c24, -1.0352894e-36, 1.0, 0.0, -0.5
dcl_2d s4
rcp r9, t1.z
rcp_sat r7, -c31.y
max r2, -c2.w, t0.wzyx
sincos r8.y, t5.z, c30, c31
min_sat r8, -r2, -r7.zxyw
dp4_sat r6.xz, c3, r9
nrm r11, -t0
add_sat r6, c0.y, -t0.x
texldp_pp r1, t0, s4
lrp_sat r2, t5.yzxw, -r7.z, r8
sincos r3.y, t5.z, c30, c31
dp3_pp r11.xy, -r1.w, r11
mul r5, -t5, r8
sincos_pp r11.x, -t5.z, c30, c31
nrm r4.xyz, -c3
nrm_sat r1, r9
nop
abs r9, t0.zxyw
dp2add_sat r1, t5, r2, c31.w
m3x4 r6, t5, c17
m3x3 r8.xyz, -r7, c25
rsq r9.w, -r1.w
mov r11, r11.wzyx
max r11, r5.w, r1.yzxw
m3x2 r11.xy, -r7.x, c27
add_sat r10.xzw, -c2.w, t1.x
add r7, c1.x, r11
texkill t0
texldb_pp r1, r8, s12
texldb r6, r11, s12
texld r1, t1, s4
texldp r4, r7, s12
texkill t6
texld r6, r9, s4
texldp_pp r3, r5, s12
texkill r5
nop
texldp r3, t0, s12
texldp_pp r10, t5, s12
mov oC0, r8
mov oC1, r9
mov oC2, c1
mov oDepth, v0.w
