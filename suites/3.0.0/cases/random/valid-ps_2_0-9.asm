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
log r2, -t1.z
dp2add r8, -c3, r2.w, -c3.x
mad_pp r3.yz, r2, r2.zxyw, c1.x
texld r3, t1, s9
crs r1.xy, r2, r8
rsq r3, r8.z
texldp r9, r8, s9
lrp r3, c2.zxyw, -c2, t1.y
nrm r3.xyz, c31
frc r1, -c0.yzxw
texldb r0, r2, s9
pow r11, r8.x, c1.y
texldb r9, r2, s9
texldp r6, t1, s9
lrp_pp r0, c0, t1.y, -r6
sub_pp r10, r1, r3
frc r10.xyz, r8.yzxw
min r7.xzw, r0.zxyw, r8
m3x3_pp r10.xyz, r1, c24
texld r0, r8, s9
log_sat r0, c31.x
texldb r11, r1, s9
mov r3.xyz, c3.wzyx
cmp r5, r1.wzyx, r3.wzyx, r9.x
mov r5, t4.x
m3x4_sat_pp r8, -t1.wzyx, c22
min r3.yz, c0.y, t1
nop
mov oC0, r5
mov oC1, c3
mov oC2, r0
mov oC3, t1
