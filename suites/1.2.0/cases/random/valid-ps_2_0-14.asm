// case: random/valid/ps_2_0/14 (validate)
// expect: valid
// case: random/assemble/ps_2_0/14 (assemble)
// expect: the tokens of valid-ps_2_0-14.bin
// origin: random seed 1 ps_2_0 #14
ps_2_0
def c5, -1.0, -1.263731e29, -1.0, 2.0
dcl_2d s7
dcl v1
dcl t1.xz
dcl_centroid t0.w
dcl_centroid t4
def c23, -0.39775708, 0.0, -1.0487872e-24, 2.0
dcl_volume s11
dcl v0
m3x3 r10.xyz, v0.w, c6
m3x2 r3.xy, -t4, c11
m3x2 r3.xy, -r10, c5
abs_pp r1.x, c0.y
mov_sat r2.xw, c31
frc r5, v1
dp3 r1, c0, r5.y
m3x3 r10.xyz, r5.x, c1
texkill t0
dp3 r11, t4.x, -c3.yzxw
rcp r6, r5.y
frc r6, -r11
frc_pp r9.xy, r11
sub_pp r8, c0, r6
mad r6.x, r6.zxyw, v1.wzyx, c2.wzyx
mad r11, -c3.wzyx, c31, -c31.zxyw
crs_sat r6.yz, r10, -v0
texkill r1
rcp_sat r7.xyw, -r9.y
mov oC0, r5
mov oC1, r6
mov oDepth, r10.z
