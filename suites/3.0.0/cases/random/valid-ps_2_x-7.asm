// case: random/valid/ps_2_x/7 (validate)
// expect: valid
// case: random/assemble/ps_2_x/7 (assemble)
// expect: the tokens of valid-ps_2_x-7.bin
// origin: random seed 1 ps_2_x #7
ps_2_x
defb b13, true
dcl t6.xy
dcl v1.y
defi i6, 3, 1, 2, 0
defi i8, 2, 1, 2, 0
dcl_cube s1
def c14, 0.125, -0.5, 0.25, 1.0
def c28, 4.0, -2.0, -1.0, 0.0
dcl t2.x
dcl_cube s4
frc r5, c2.ywyw
mul r24, -c31, r5.yzyz
pow_pp r0, c1.w, r24.x
crs_sat r13.xz, -c2, -c2
abs r6, -c1.wyxy
exp r30.yz, -r24.w
crs r28.xyz, r0, c2
callnz l2, !b4
m3x4 r20, -r0, c17
mad r16.xw, c31, r28.zx, -r6
texldb r1, r6, s4
nop
rcp_sat r27, -c3.w
dp3_sat r27.x, c1, r27.xyzx
m3x4 r23, r0.ywwx, c21
dp4 r18, r27, -c31
sincos_pp r18.xy, r28.x, c30, c31
frc r29.x, r23
add r30, -r0.ywzy, r18.zwxy
max r0.x, -r5.wwwy, c31
pow r3.xz, c1.x, r18.w
rcp r18, r27.w
if b7
    sub r11, -r28.zzy, -c1
    dp3 r28, r28, r23.yzzw
    log r27, c3.y
endif
mov oC0, r24
mov oC1, r5
mov oC2, c3
ret
label l2
texldd r15, r24, s1, r5, r0
mad_sat r24, r6, r5.ywyw, c3
setp_ge p0.yz, r0.zwx, -c3
nrm r20.xyz, r24.zwwx
crs r13.x, c31, c31
m4x3 r2.xyz, r24, c18
texkill r15
if b2
endif
ret
