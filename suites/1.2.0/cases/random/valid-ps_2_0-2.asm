// case: random/valid/ps_2_0/2 (validate)
// expect: valid
// case: random/assemble/ps_2_0/2 (assemble)
// expect: the tokens of valid-ps_2_0-2.bin
// origin: random seed 1 ps_2_0 #2
ps_2_0
dcl_centroid t1
dcl t6
dcl_2d s13
dcl_2d s14
dcl_2d s1
dcl t2
dcl v0.zw
rsq_sat r1.z, -c3.z
nop
crs r1.xyz, -c2, -t6
m3x4_sat r9, -r1, c4
add r4, -t1.w, -c0.z
crs_pp r8.xy, -r1, -r1
lrp r2, -c0.w, c3.wzyx, c3.x
cmp r2, c3, -r2, -r4.zxyw
dp2add_sat r6.xz, r9, c3, v0.w
frc r2, c2
nop
m3x3 r3.xyz, t2.y, c16
nop
max_sat r1.xy, -t6, c0
max r5, t6.wzyx, v0.w
max_pp r8, -c31, -c1.zxyw
m3x2 r2.xy, r5.w, c19
texld r8, t1, s1
mov oC0, r2
mov oC1, r2
mov oC2, r8
