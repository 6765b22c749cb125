// case: random/valid/ps_2_0/17 (validate)
// expect: valid
// case: random/assemble/ps_2_0/17 (assemble)
// expect: the tokens of valid-ps_2_0-17.bin
// origin: random seed 1 ps_2_0 #17
ps_2_0
def c24, 0.0, 0.25, 0.125, 2.0
dcl v1
def c5, 0.125, 0.25, -1.7845194e21, -0.5
dcl v0.y
dcl_2d s13
rsq r8.y, c31.w
abs_sat r0, c2.zxyw
mov r11, c3
dp2add r2, c1.z, v1.yzxw, c1.y
m4x3_sat r3.xyz, -v1, c27
m4x3 r2.xyz, r11.zxyw, c18
nop
m3x4 r0, v1, c28
cmp r4, r2, -r2.w, r11
mov r10.xw, c3.x
dp3 r3, r3.x, v1
cmp_pp r1, r3.z, -c31.wzyx, r11.wzyx
crs_pp r4.y, -c31, r3
mad r6, -r2, -r1.y, r2
pow r2.z, r0.z, r6.w
texkill r3
exp_pp r2, r2.x
max_pp r4, -r6, -r10.w
nop
log_sat r4.xy, r3.x
nop
texldp r4, r2, s13
mov oC0, r11
