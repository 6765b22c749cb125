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
dcl t4.xyz
dcl v1.xyw
dcl t2
dcl t0.x
def c27, 2.3498113e-11, 0.25, -2.0, 0.25
dcl_2d s5
def c16, 0.5, 1.0, -2.0, -2.0
cmp_pp r3, c31, v1.w, c31
mul r9.xyw, -t2, -c31.wzyx
crs r7.x, c31, t2
texld r8, t2, s10
sincos_pp r8.x, -r3.x, c30, c31
add r7.xzw, c0.zxyw, c0.z
nop
texldb_pp r7, t2, s10
mov r7, c3.zxyw
m4x3 r4.xyz, r7.wzyx, c7
cmp r7, -c0.z, -r7, t2.z
pow_sat r5.xyw, r3.w, c0.y
sincos r7.y, t2.z, c30, c31
sub_sat r0.xw, v1, r7.x
texldb r3, r3, s10
rsq_sat r7, -c1.w
dp3 r4.z, -c2.y, r7.z
dp3 r5, -r4.z, -r4.z
sincos r8.x, r3.x, c30, c31
abs r3.zw, c2
exp_sat r1, t2.z
min r5, -r8, -r7.w
lrp r10, r5, r0.w, -c1
texldp r8, r8, s10
crs r2.y, -r7, -r5
sincos r4.xy, r1.y, c30, c31
pow r7.zw, -c1.z, r3.w
max r11, c1.yzxw, r5.y
mad r6.xy, -r4, c1.z, -v1
max r3.w, -c1.z, r10.zxyw
texkill t2
texldb r7, r10, s5
texldb_pp r2, r1, s15
texldp r0, r3, s15
texldp r7, r3, s5
texldb r6, t2, s5
mov oC0, c1
mov oDepth, r3.w
