// case: random/valid/ps_2_0/7 (validate)
// expect: valid
// case: random/assemble/ps_2_0/7 (assemble)
// expect: the tokens of valid-ps_2_0-7.bin
// origin: random seed 1 ps_2_0 #7
ps_2_0
def c31, -1.0, 2.0, -0.5, 3.3202468e33
def c2, -33650630000.0, -2.0, 1.0, -330765660000.0
dcl_2d s1
dcl_cube s12
dcl v0.xyz
max_sat r8, c31.z, c31.w
cmp r3, c0, r8.w, r8
dp2add r11, v0, v0, r8.w
mul r9, c0.yzxw, r3.w
dp2add r7.xyz, -c1, r8.wzyx, -r9.x
abs r3.xy, -r11.x
rsq_sat r7, r9.y
texkill r7
texldp r0, r9, s12
pow r11, c1.y, v0.y
m4x4 r5, -r8, c18
dp3 r7, -r11, -v0.y
sub_sat_pp r5, c0, r3
rsq r8, c2.w
abs_sat r7, r7
max_sat r7.x, r9.wzyx, r0.y
dp2add r6.zw, c2.zxyw, -r8, r3.x
rsq r3.x, c3.z
cmp r11.yzw, r5, c2, -r3
add r8.xyw, r8.z, r5.yzxw
texld r1, r9, s1
nop
exp r3, r0.x
mad r0, -c3.zxyw, r1, r9
pow_pp r8, -c0.w, r9.z
rsq r3.z, -c2.z
crs_pp r5.xz, r7, -r0
cmp_pp r10, c0, -r8, -r7.w
m4x3 r0.xyz, r3, c1
texld r3, r10, s12
log_sat r10.xz, c3.x
texkill r7
max_pp r5.xzw, r1, -r5.zxyw
add_pp r1, c31, -r9.yzxw
texkill r9
mov r3.yz, r9
m4x3_pp r0.xyz, r9.y, c15
mov oC0, r10
