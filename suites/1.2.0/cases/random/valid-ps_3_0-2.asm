// case: random/valid/ps_3_0/2 (validate)
// expect: valid
// case: random/assemble/ps_3_0/2 (assemble)
// expect: the tokens of valid-ps_3_0-2.bin
// origin: random seed 1 ps_3_0 #2
ps_3_0
dcl_blendindices5 v5
dcl_color12 v0
dcl_binormal1 v4.z
defi i8, 2, 3, 2, 0
dcl_2d s14
def c20, 4.0, -0.5, 1.819404e-17, 0.5
dcl vPos.x
def c34, -1.6815348e-10, 0.125, 0.25, 0.0
dcl_tangent8 v1
dcl_blendweight13 v7.y
def c13, 2.0, 2.0, -2.9945699e23, 0.125
dcl vFace
dsx r12, c223.yzwx
call l1078
dp4_sat_pp r22.w, c1.ywwz, v5
nop
texldl r5, v5, s14
texld r12, r5, s14
m4x3 r5.xyz, -r12.yyxy, c166
cmp_pp r28, c1.xwz, -v0_abs.zwz, c223
rcp r12, r28.z
exp r3, c223.w
texldp_pp r27, v0, s14
abs_pp r3, c3.xwxy
dp2add_sat r23, r27, r3, c2.y
callnz l467, b10
nrm r23, v0.xxzw
pow r30, v1.y, c1.z
mul r7.xy, c2, c1.zxxz
call l1505
call l467
crs r9.xz, -r23, r28_abs
lrp r27, v0, c1.wyyz, r5
mov r1, -v1.wzwz
m3x3 r8.xyz, r3.ywwz, c31
loop aL, i8
    add_sat_pp r27, c223, c223.zywz
    break
    rsq_sat r8, r12.x
    texldp r27, r23, s14
endloop
max oC0.z, c3, v4
max_sat oC1, r30, r28.wyz
add oC2, c223, c223.ywy
ret
label l1078
crs r7.x, v1_abs, c3
dp4 r22.zw, v1, r12
rsq r23, v1.x
loop aL, i8
    m3x4 r7, r23, c199
    min r5.xyw, r7_abs.yywz, -r12
    texld_pp r30, r23, s14
endloop
ret
label l467
rsq r25, v7.y
dp4 r22.zw, r23.xywz, -r5_abs
m3x2 r20.xy, r3, c51
texld_pp r11, v0, s14
sincos r1.x, r11.y
ret
label l1505
mov r12, r12
texldd_pp r19, r27, s14, v5, v5
dsy_sat r24.z, c3.wxyx
m3x2_sat r28.xy, r3, c69
dp2add r23, v5_abs.yyz, c1.wzxy, c0.w
max r16, r28.xxxz, r3_abs
nrm r24, r3
texldp r0, v0, s14
ret
