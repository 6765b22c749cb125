// case: random/valid/ps_2_0/0 (validate)
// expect: valid
// case: random/assemble/ps_2_0/0 (assemble)
// expect: the tokens of valid-ps_2_0-0.bin
// origin: random seed 1 ps_2_0 #0
ps_2_0
dcl v0
dcl_2d s3
dcl t5.xw
dcl t4.yw
dcl_volume s11
dcl t3
rcp_pp r0, -c0.y
mul_pp r0.xyw, r0, c31.w
lrp_pp r10, v0, t4.w, c1.yzxw
m4x4 r2, t3, c18
rsq r0, r0.z
add r3, r2.wzyx, -t3.x
crs r11.xz, c3, c1
log_sat r3, t5.w
m4x4 r7, -t3.yzxw, c13
m4x4_pp r9, -r2, c20
max_pp r4, c31, -r2
texld r4, r9, s11
mov_sat r4.yw, -r0.zxyw
abs r9, r10.x
m3x3 r10.xyz, r4, c19
mov r8.xyw, r7.x
m3x2_sat r10.xy, -r0, c5
mov r6, r11.z
dp3 r3.z, r0, -r0
rsq r9, -r8.x
crs r9.z, c2, c31
mov_pp r11.zw, -t3
dp4_sat r8, t3, r11.w
rsq_sat r7.y, -c3.x
texld r7, r4, s3
texld r7, t3, s11
abs r6, -r7
nop
dp3_sat r6.xyz, c1.yzxw, r9
exp_sat_pp r5, c1.w
nrm r7, c31
m3x4_pp r2, -r4.w, c21
log r5.xw, -c1.w
dp3 r10.yw, r8.w, c1
mov oC0, r3
