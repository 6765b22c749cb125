// case: random/valid/ps_2_0/9 (validate)
// expect: valid
// case: random/assemble/ps_2_0/9 (assemble)
// expect: the tokens of valid-ps_2_0-9.bin
// origin: random seed 1 ps_2_0 #9
ps_2_0
dcl t4.xw
dcl t1
dcl_2d s9
dcl_centroid t2.xzw
max r2, -c0, -c1.y
m4x4_pp r4, t2.w, c22
abs_sat r9.yz, -r2
dp2add r1, r4, c31, c3.w
m4x3 r8.xyz, t1, c17
m4x4_sat r9, r1.y, c11
max r9, c0.w, c1.zxyw
rcp r3, -c1.y
dp3 r7.xz, c2, r2.zxyw
mul r1.xyw, c0, r9.wzyx
m3x2 r1.xy, -r2, c18
min r11.yw, -r2, c1
lrp r10, r11.y, c1, r1
lrp r1.zw, -r1, r2, -t2
crs_sat r3.xz, t1, c1
m4x3_sat r1.xyz, r3.w, c24
texkill r9
dp2add_sat_pp r3, c2.w, c0.z, -r7.x
log_sat r11.yw, c0.z
nrm r5, c31
crs_sat_pp r9.xyz, c3, c0
frc r6, c0.x
nop
cmp r2, -c31.z, r10.zxyw, r6
texkill r9
log_sat_pp r10, r8.z
max r8, -t1.wzyx, c31
mov r1, c1
mov oC0, c0
mov oC1, r5
mov oC2, r2
mov oC3, c2
