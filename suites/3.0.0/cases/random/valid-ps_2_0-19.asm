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
max_sat r8, c3, -c3
abs r5, -c3.y
nop
rcp_sat r6.yw, -c3.y
rsq_pp r7, c2.x
pow r4, -r5.x, r8.w
exp r9, c1.x
sub r1, -c31.zxyw, r7
sub r10, r5, -r8
rsq_pp r5, r9.x
cmp r10, -r8, t3.y, r9.y
nrm r3.xyz, r8
frc_pp r4, r4.wzyx
texldb_pp r2, r9, s12
log_pp r11.x, r4.x
dp4_pp r5.yz, -r2, r5
texldb r11, r1, s3
mul_pp r10.zw, r8, c31.z
log_sat r5, c2.z
cmp_sat_pp r9, r7.zxyw, r8.wzyx, r4.zxyw
m4x3_sat_pp r1.xyz, r2.wzyx, c5
lrp r3, r8.zxyw, t3, r10.z
mad_sat r4.xz, r2.x, r3, c2.z
mul_sat r3.zw, -c1.zxyw, -r8
max r7, r10.wzyx, -c0.w
min r1, -r10, -r4.yzxw
mov oC0, r5
mov oC1, r7
mov oC2, r7
mov oC3, r2
