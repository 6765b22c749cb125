// case: random/valid/ps_2_0/8 (validate)
// expect: valid
// case: random/assemble/ps_2_0/8 (assemble)
// expect: the tokens of valid-ps_2_0-8.bin
// origin: random seed 1 ps_2_0 #8
ps_2_0
dcl_2d s15
def c26, -0.025671162, -1.4911068e38, -5.0053442e-23, 2.0
def c7, 0.25, 4.0, 2.707875, -1.0
dcl_2d s10
dcl t4
dcl v1.xyw
dcl t3
dcl t7.x
def c27, 2.3498113e-11, 0.25, -2.0, 0.25
dcl_2d s5
def c16, 0.5, 1.0, -2.0, -2.0
texkill t4
rcp r1.xzw, t4.y
texldp r11, t4, s10
dp3 r9, -t3, -c3.wzyx
crs r7.x, c1, c3
texldp r8, r11, s10
m3x4_pp r0, -r11, c19
crs r7.z, c0, r9
lrp r8, -c3, c0.y, -c0.y
log r10, r1.x
mul r10, -c0, r7.z
max_sat r3, c3.zxyw, -r0.y
m4x3 r3.xyz, r8.zxyw, c16
rsq r6, r7.z
frc r6.zw, -r9.yzxw
cmp r4, r9.y, -r8, r8
min_pp r1.xyw, r0.yzxw, r3
log r5, v1.y
add_pp r3, c1.z, r6
crs r8.xz, r4, r10
frc_pp r1, -c0
m4x3 r8.xyz, -r6, c10
texldb_pp r4, r9, s10
dp2add r10, r0, r8.w, -r0.x
texkill t4
cmp_pp r5, -r4, r10, t7.x
mad r10.xy, -r1, -r8, r1.w
texldp r9, r0, s5
texld r8, r11, s5
dp3 r8, -r10, c1
dp3_sat_pp r5.xz, r1, r4.y
mul r2.xz, r1, -r9.yzxw
mov r1, r11
mad r7, r11, r1.w, c3
mul r7.x, r2, r0
min r9, r0, c1.x
mov oC0, r4
mov oDepth, r5.z
