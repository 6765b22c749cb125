// case: random/valid/ps_2_0/1 (validate)
// expect: valid
// case: random/assemble/ps_2_0/1 (assemble)
// expect: the tokens of valid-ps_2_0-1.bin
// origin: random seed 1 ps_2_0 #1
ps_2_0
dcl_volume s10
dcl_centroid t7
dcl_volume s1
dcl_volume s2
dcl v1.zw
def c8, -1.0, 0.25, -2.0, 3.2214482e27
dcl t2
dcl_centroid t0
dcl t4.w
dcl v0.zw
sub_sat r8, t7.z, c0
frc r6, v1.w
dp3_sat r11, -t2.y, r6
cmp_sat r2.xz, -c0, t2, r11
m4x4 r10, -t0, c21
max r0, c2.zxyw, -r8
nrm_sat r3, -c0
m3x3 r8.xyz, -r2.z, c2
exp r9, t2.w
frc r8, -r8
nrm r3.xyz, c3
m4x3 r5.xyz, r0, c0
exp_sat r8.xz, t7.w
mad_sat_pp r7, r0, t7.yzxw, -c0
m3x4 r10, r5, c8
exp r11.w, c3.w
lrp r5.x, r8.z, v1.z, -c3
texldp_pp r2, t2, s10
mov r4, t0.x
texldb r1, r2, s10
mul r1.y, -r7.y, r7.wzyx
texld r8, r0, s2
mad r0.yzw, r11.w, r6.yzxw, r8.yzxw
max_pp r7.yz, r2.w, r5.zxyw
crs r2.z, c0, -r9
pow_pp r7, r7.w, -r7.y
m3x4 r10, r5.z, c17
m4x3 r1.xyz, -r10.wzyx, c29
sub_pp r4, -r9.w, r10.zxyw
add_sat r8.xyw, r3.w, r2
mov_sat r6, r2
rcp_sat r8, -c3.x
add r3, c2, -r0.yzxw
m3x2 r4.xy, -r2.z, c8
texldp r1, t7, s1
mov oC0, r8
mov oC1, r0
mov oC2, t2
