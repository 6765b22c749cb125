// case: random/valid/ps_2_0/15 (validate)
// expect: valid
// case: random/assemble/ps_2_0/15 (assemble)
// expect: the tokens of valid-ps_2_0-15.bin
// origin: random seed 1 ps_2_0 #15
ps_2_0
def c22, 0.5, 4.0, 4.0, 0.0
def c21, 1.0708504e-26, 0.5, 4.3323598e-20, 4.0
def c26, 2.0, 1.415936e-25, -5.44016e27, -0.5
dcl_volume s14
dcl_2d s15
dcl v0.z
dcl v1
dcl t1
dcl_cube s3
def c27, -2.0, -1.0, 0.125, -2.0
nrm r6.xyz, -c2.yzxw
abs r1, c0.y
dp2add r9.xw, c2.x, v1, -r1.w
texldp r10, r1, s14
dp4 r11, t1.x, -r6.z
m3x3_sat r7.xyz, r11.wzyx, c25
m3x4 r3, r6, c15
cmp_sat r10, r11, c3, -r3
mul r7, r11.yzxw, r10
min r3, v1.z, c1
cmp r7, c3, -r1.x, r11
rsq_sat r1, c2.y
frc_pp r6, c1.x
sub r0.xyw, c1, r11
mul_pp r0, -c0.z, -r10.x
mad_pp r6, r10, v1.zxyw, r6
mov oC0, c2
mov oC1, t1
