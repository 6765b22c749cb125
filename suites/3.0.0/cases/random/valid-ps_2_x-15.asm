// case: random/valid/ps_2_x/15 (validate)
// expect: valid
// case: random/assemble/ps_2_x/15 (assemble)
// expect: the tokens of valid-ps_2_x-15.bin
// origin: random seed 1 ps_2_x #15
ps_2_x
dcl_2d s1
dcl v1.xw
def c19, 8.205193e-14, -3.0202788e-11, 0.25, -1.0
def c24, 0.0, -2.0, -0.5, 0.0
defb b0, true
defi i15, 4, 4, 2, 0
def c28, -1.0, 0.125, 0.25, -1.5402715e-22
def c16, -2.0, -0.5, 0.5, 0.5
dcl_2d s10
dcl v0.z
mov r19.yw, -c31.wxzy
dsx r17.zw, c2.wzwz
frc r20, c2
nrm r17.xyz, r20
texld r29, r17, s1
m3x4_pp r17, -r29.wwwy, c21
sub_pp r15, c1.xwxz, r29.xwyw
mul_pp r18.xz, r29.zy, c0.xxxy
texkill r17
dsx r26, c2.wzy
crs_sat_pp r27.y, -c3, -r15
max_sat r5.xyw, c1, -r26
sub r10, -c0, -r29
nop
m3x3 r10.xyz, r15, c23
abs r27.xyz, r10
call l14
mov oC0, r15
mov oC1, r10
mov oDepth, r17.w
ret
label l14
exp r19, c3.x
setp_gt p0, r20.wyzy, r17.zwwy
ret
