// case: random/valid/ps_2_0/10 (validate)
// expect: valid
// case: random/assemble/ps_2_0/10 (assemble)
// expect: the tokens of valid-ps_2_0-10.bin
// origin: random seed 1 ps_2_0 #10
ps_2_0
def c25, 0.5, -0.5, 1.3840304e33, 0.0
dcl_cube s11
def c8, 0.0, -0.5, -1.6864662e21, 4.0
def c14, 1.0, -1.0, -1.7196823e28, 2.0
dcl_2d s5
dcl_2d s8
exp r5.yw, c2.x
nop
frc r2, c2.z
mov_sat r11, c2.z
dp2add_sat_pp r9, -c2, c2.zxyw, c2.x
frc r4, c0
rcp_pp r1.xzw, r4.x
m4x4 r0, r2, c17
dp4_sat r3.z, c0, c2
rcp r9.xy, -c2.x
rsq r11, -r4.x
texldb r7, r4, s5
m3x3 r9.xyz, r0.wzyx, c10
rcp_sat r4, c0.x
exp r6, r0.w
exp r2, c2.y
max_pp r1, c0.wzyx, -c2.x
exp r1, -r0.x
min r9, r2.x, c1
dp4_pp r8, c2.y, c3
log r11, -r6.w
max_pp r7, r6, r4.zxyw
pow r2, r8.w, r8.y
texldp r7, r6, s8
texld r0, r11, s11
m3x2 r6.xy, r0.x, c28
sub_sat r11, -c1.x, -c1
lrp_sat r2, r6.y, r0, -r11.w
nop
cmp r10, -r4.z, r3.z, r1.yzxw
exp r10, c1.x
mov_sat r7, r0
pow_sat_pp r10.yz, -r6.z, -r0.x
texld r10, r6, s5
texkill r7
dp4_pp r6, -r9, c0
m3x2_sat_pp r5.xy, r7.wzyx, c7
rsq r10, -r0.w
m3x4 r2, r4, c22
sub r6, r4, r6
mov oC0, r8
