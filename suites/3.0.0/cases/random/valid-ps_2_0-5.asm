// case: random/valid/ps_2_0/5 (validate)
// expect: valid
// case: random/assemble/ps_2_0/5 (assemble)
// expect: the tokens of valid-ps_2_0-5.bin
// origin: random seed 1 ps_2_0 #5
ps_2_0
dcl v1
dcl_2d s11
def c31, 2.0, -0.5, -1.0, 0.5
abs_sat r8, c0
pow r4, -r8.w, c31.z
dp4 r0, r4, c2.wzyx
dp2add r10, r0, c31, r4.w
texkill r8
dp4 r9.yzw, c0.w, -r10.w
nop
abs r3, r0
m3x4_sat r7, -r3, c11
texldb_pp r6, r10, s11
nop
nrm r10, -r7
cmp r2, c2, r7, r8.wzyx
m4x3 r4.xyz, r8, c12
frc_pp r9.yz, -r3
texldp_pp r2, r2, s11
cmp r9.x, c1, -r7.zxyw, v1
nop
m3x4_pp r4, r3.yzxw, c1
mov_sat r9, c3
nrm_sat r10, c3
rcp r5, -r10.w
nop
dp4 r6, c2.zxyw, -r4.w
abs_pp r5, c2
cmp r9, c31, -r7.wzyx, v1.z
rsq r9.yz, r3.w
texkill r5
rsq_pp r4.z, r3.z
abs r4.yz, r10.yzxw
sub r0.yz, -c0, -r8.z
mov r3, r3
exp r2, -r4.w
mov oC0, c1
