// case: random/valid/ps_2_0/3 (validate)
// expect: valid
// case: random/assemble/ps_2_0/3 (assemble)
// expect: the tokens of valid-ps_2_0-3.bin
// origin: random seed 1 ps_2_0 #3
ps_2_0
def c3, 19135769000.0, 0.0, 6.6164875e-35, 0.0
def c8, 4.0, 0.0, -6.9220604e-8, 0.25
dcl t3
dcl t6.yzw
dcl_2d s11
dcl t0.yw
dcl t5.y
dcl_centroid v0
def c4, 0.0, 2.0, 0.25, 1.0
dcl_volume s6
def c7, 5.2960814e-9, -1538.0833, 2.2838486e-30, -2.0
m3x4_pp r7, -v0.x, c25
texkill t5
m4x4 r1, r7, c24
m4x3 r8.xyz, t3, c1
sub_pp r7, c2, r1.zxyw
m4x3_pp r7.xyz, -v0, c24
exp_sat r3, -r8.y
m4x4 r8, -r1, c27
dp4_sat_pp r9, c3.z, -t3
log_pp r7.xw, c2.y
m4x4 r5, r8, c15
nop
m3x4 r8, r7.z, c9
texldp_pp r3, r7, s6
m3x4_pp r5, r1, c20
m4x4_sat r0, r7, c22
rsq_sat_pp r11.xy, c3.w
rcp r3, r7.y
exp r3, c0.x
m4x4 r0, t0.w, c0
cmp r9.yw, r9, c0.w, -c31
m3x3 r9.xyz, r1, c28
lrp r8, -v0, r8, v0.zxyw
dp3_pp r10.xw, -r7, t6.w
log_pp r5, c3.z
exp_pp r2.xyz, -r1.z
max_sat r9, -r11.y, r9
min r6, -t6.y, r3.wzyx
mov oC0, r8
