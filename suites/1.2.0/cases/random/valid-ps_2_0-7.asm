// case: random/valid/ps_2_0/7 (validate)
// expect: valid
// case: random/assemble/ps_2_0/7 (assemble)
// expect: the tokens of valid-ps_2_0-7.bin
// origin: random seed 1 ps_2_0 #7
ps_2_0
dcl_volume s7
dcl_centroid v0.xyz
dcl t4
def c11, 1.0, -330765660000.0, -5.5389934e-5, 1.0
def c4, -0.5, 0.25, -33650630000.0, -2.0
def c8, 0.0, 0.125, 2.0, -0.5
dcl_2d s10
dcl_cube s3
def c9, 1.0, -1.0, 4.0, 0.5
pow r11, c31.x, c2.z
m3x2_pp r9.xy, r11, c9
nrm r3, c1.y
mad_pp r9.xz, t4, r11, -c1
m4x4_pp r6, t4.z, c20
lrp_pp r8, c2, r3.x, -c31
mov r10, c0
m3x2 r1.xy, r11, c5
m3x3 r3.xyz, t4.wzyx, c23
m3x3 r1.xyz, -r8, c12
add_sat r9, -c0.yzxw, r11.wzyx
log r7, c1.z
texkill r8
m3x4_pp r3, -r9.y, c8
add r11.zw, -v0.wzyx, r7.w
cmp r11, -r11, -c31.wzyx, r10.w
rsq r7, -r6.x
max r2, c0.w, r1.y
dp2add_sat r1.w, r1.yzxw, c1, -c2.y
texld r3, r1, s3
texkill r9
cmp_sat r10, -c31, -r8, r7
m4x4 r3, t4, c22
mad_sat_pp r10.x, -r3.yzxw, -r7, c3.wzyx
add r1.xyw, t4.z, -r1.x
pow r0.xw, r9.w, r2.x
mul r5, -r10.y, c3.w
log r8, -c3.w
abs_sat r6.yz, -r7.zxyw
dp2add r11.yz, r1, -v0, -r10.x
mov oC0, c1
mov oDepth, r3.x
