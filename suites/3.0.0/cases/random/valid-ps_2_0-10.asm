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
sub r5.yw, c2, c2
mov_pp r7, -c0
mov_pp r2, c2
mad_sat_pp r9, -c2, c2.zxyw, r2
rcp r4, -r7.w
sub_sat r0.xz, -r7, c2
cmp r10, c2.zxyw, c2.z, r4
dp3 r9.xy, -c1, r4
dp4_pp r6.zw, -r0.x, c2.w
texldp_pp r11, r10, s5
dp2add_sat r4, c1, -r10, r7.z
dp4_pp r6, c1, r11
exp_sat r10, c31.x
sincos r5.y, r7.y, c30, c31
log r0, -r4.x
dp4 r1, c1.wzyx, r4.zxyw
add_pp r6, r4, r6
rsq_sat_pp r11, c1.w
dp4 r8, r4.zxyw, r6.wzyx
cmp r8.w, r6.zxyw, c31.x, r0
sincos r5.x, -r2.y, c30, c31
m3x4_sat_pp r3, r2.w, c6
texld r9, r11, s11
add_sat r2, r8.y, r11
sincos r3.x, r0.x, c30, c31
mad_pp r6, c2.yzxw, r10.zxyw, r1.z
dp4 r10, r6.z, r2
m4x4 r5, r4, c17
abs_pp r9, r4.wzyx
exp_sat r6, -r6.x
sub_sat r10, -r1, c2.zxyw
max r5, r2.wzyx, -r5.wzyx
mul r10, -r2, r1.yzxw
texldb r8, r0, s8
max r9.xz, -r7, r11.z
lrp_pp r9, r7, r3.zxyw, c1
rsq r5, r8.y
texldb_pp r2, r5, s8
texldb_pp r11, r0, s8
texkill r6
mov oC0, r2
