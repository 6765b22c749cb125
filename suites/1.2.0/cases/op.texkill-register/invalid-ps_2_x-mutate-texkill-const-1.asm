// case: op.texkill-register/invalid/ps_2_x/mutate-texkill-const-1 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_2_x #1
ps_2_x
def c16, -0.5, -8.138456e-17, -2.0, 5.903276e21
defi i6, 3, 2, 1, 0
defi i7, 4, 1, 2, 0
dcl_cube s14
def c15, 0.125, -3.8897445e31, 2.0, -1.3545359e-13
def c22, 2.0, -1.0, -6.815782e19, 0.125
defb b13, false
dcl_2d s4
m3x3_pp r2.xyz, c0, c0
m3x3 r18.xyz, r2, c11
mad_sat_pp r6, -c31, c31, c0
nop
mul_sat r22.yw, r6, c2.ywyw
add r23, -c3, r6
m4x4 r5, r6.yzyz, c13
m4x4 r20, r6, c4
frc r11, -c1.wwzy
call l5
max_sat r16.yw, -r11.xzwz, -r5.wzzw
nrm r3, r23.xyw
lrp r5, r5, r3.zx, r20
dsx_sat_pp r0, r11
cmp r23, c31, r18.xxyx, -r6.zwzw
m4x4 r28, r0.zyxw, c8
dp3 r3, -r6.xywz, -r2
m4x3 r0.xyz, -r5, c6
mov oC0, c2
mov oC1, r3
texkill c0
ret
label l5
callnz l13, !b9
m4x4 r17, r20, c10
texldb r20, r20, s14
cmp r30, r2.zxzy, r6, c3.zwz
texldb r5, r30, s14
cmp_sat r18.z, r17.wyw, -r11.xwzw, -c31
sub_sat_pp r11.z, r17, r30
rsq r6, r30.z
ret
label l13
max r22.zw, r5, -r5.wwzx
ret
