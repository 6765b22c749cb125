// case: random/valid/ps_2_0/16 (validate)
// expect: valid
// case: random/assemble/ps_2_0/16 (assemble)
// expect: the tokens of valid-ps_2_0-16.bin
// origin: random seed 1 ps_2_0 #16
ps_2_0
dcl_volume s5
def c8, 0.125, 0.5, -0.5, -2.0
dcl_volume s8
dcl t3
log r3, -c0.x
lrp r10, c1.wzyx, c1.zxyw, -r3
dp3 r4.xzw, c2.y, r3.w
rcp r4.yw, c3.x
sub_sat r11.xw, c3, r10.z
dp3 r11.z, -r3.y, -c31
log_sat r6.yzw, c31.w
crs r3.x, r4, r4
mad_pp r9.zw, -t3, c1.zxyw, -r4
lrp r6, -r4, r4.wzyx, r3.z
abs r1, -r6.zxyw
sincos r3.y, -r10.y, c30, c31
max_sat r8, r6.y, t3
max r5, -c2.yzxw, r9.z
pow r6, c1.x, r9.w
add_sat_pp r4.xzw, r11, c1
dp2add_sat_pp r0, r4, c1.wzyx, -r5.x
nop
pow_sat r3, -r1.w, -c0.w
dp2add_sat r5.w, r5, c1, -r8.z
sincos r8.x, r4.x, c30, c31
dp4 r11.xz, -r4, r11.z
rsq r3, r6.z
mov oC0, r1
mov oC1, r0
mov oC2, r1
mov oC3, r8
