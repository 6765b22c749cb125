// case: random/valid/ps_2_0/19 (validate)
// expect: valid
// case: random/assemble/ps_2_0/19 (assemble)
// expect: the tokens of valid-ps_2_0-19.bin
// origin: random seed 1 ps_2_0 #19
ps_2_0
def c12, -2.0, -705717750000000.0, 4.0, 1.0
def c16, -2.0, 0.8239107, -0.5, 0.125
dcl_2d s3
def c26, 1.0, 0.25, 1.0, 1.2683359e23
def c2, 0.125, 2.0, 1.0, 4.0
dcl_volume s10
dcl t3
dcl_2d s12
max_sat r8, c3, -c1
dp3 r5, -c3.y, -c1.w
m3x4 r7, r5, c22
dp4_sat r4.yz, r7, -c31
mul_pp r7.xyz, -c1.z, r8
cmp r1, -r5.zxyw, r7, c31
m3x2_pp r1.xy, r5, c0
crs r11.xyz, -r1, r8
dp2add r10, -r7, r5.y, c31.y
mad r3.zw, r5, -r1.yzxw, r11.wzyx
mul_pp r10, r1.yzxw, r1
rsq_pp r2, t3.y
abs_sat r0.x, c2
max r3, r10, c1
nrm r3, -r7.z
sub r2, -c1.wzyx, r1.wzyx
dp4_pp r11, r2, c2.wzyx
crs_sat r8.xy, -c31, -r7
dp3 r1.yz, c0, -r3.wzyx
add_pp r2, r5, c3
nop
rsq_pp r10, t3.x
texldb r6, t3, s12
texldp r5, r1, s10
crs r7.xyz, r3, c2
m4x4_pp r3, r6.w, c10
mov oC0, r8
mov oC1, r10
mov oC2, c31
mov oC3, r3
