// case: random/valid/ps_2_0/0 (validate)
// expect: valid
// case: random/assemble/ps_2_0/0 (assemble)
// expect: the tokens of valid-ps_2_0-0.bin
// origin: random seed 1 ps_2_0 #0
ps_2_0
dcl t1.xw
dcl v0
dcl t3.xw
dcl_2d s8
dcl_cube s12
dp3 r8, c1.x, -c1
abs r1.yw, r8.wzyx
log r1, c3.y
mul r9, -r8.zxyw, -r8.w
dp4 r6, c2, r9.z
m4x4 r6, r9.z, c24
m4x3_sat r9.xyz, v0.w, c27
texkill r1
dp4_sat_pp r4, -c0.wzyx, r9
frc r7, c31.wzyx
cmp_pp r9.xyw, -c0, r1.yzxw, -r6.y
abs_pp r1, -r8.zxyw
texldp_pp r4, r1, s12
cmp r9, c31.wzyx, r1.x, t3.x
crs r8.y, r4, c2
abs_sat r8, c3
dp3 r4, t3.w, r8
exp r10, c31.w
texldb_pp r6, r7, s8
abs r1, -c1
dp4 r6, r7.yzxw, -c2
add_sat r2, r9, -r7
frc r10.yw, v0
lrp_sat r7.y, -c3, v0.wzyx, c3.y
mov oC0, r2
mov oC1, c2
mov oC2, r10
mov oC3, r9
