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
m3x3 r4.xyz, t3, c5
max_pp r5.yzw, -c3, c1
texkill r4
mul_sat r1, c3.yzxw, c3
m3x4_pp r9, r5.y, c11
cmp r10, c31.z, c2.w, r3.wzyx
rcp r8.xyz, -r3.y
m3x2_sat r4.xy, -r3.w, c22
m4x3_pp r4.xyz, r1.w, c9
texldb r10, r1, s8
dp4 r11.yz, -c31.x, r9.zxyw
cmp_sat_pp r8, r5.z, r3, r3.x
texldp r7, r1, s5
add r9.yzw, r10, c31.y
m3x3_sat r0.xyz, r3.wzyx, c17
texld r3, r1, s8
min r0, r3.w, c2.zxyw
mul_sat_pp r4.xzw, c2, r10
rcp_sat_pp r0, c1.z
sub r8, c2.x, r0.y
mul_pp r6, -c2, r5.y
texkill r10
mov oC0, r6
mov oC1, r0
mov oC2, r10
mov oC3, c0
