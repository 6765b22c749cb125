// case: random/valid/vs_2_sw/4 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/4 (assemble)
// expect: the tokens of valid-vs_2_sw-4.bin
// origin: random seed 1 vs_2_sw #4
vs_2_sw
dcl_binormal10 v3
dcl_position v10
def c34, 1.0, 0.0, 0.125, 0.25
defi i4, 3, 1, 1, 0
m3x4 r0, v3, c6646
sincos r3.xy, v3.y, c8190, c8191
if_gt c2.z, -c8191.z
    rsq r11.yzw, v3.w
    dp4 r2, c3.yxzy, -c8191.x
    add r12, c1, c3
    m4x4 r16, r2, c5792
    frc r8, -v3.ywwz
    exp r1, c3.x
    min r18, r1.yxwx, r16.zyw
    lit r23, c3.xxzx
    add r22.w, r23.xzxz, c2.xxwy
endif
dp4 r24, -c8191, c0.yywx
mad r19, r24.yyyx, c3.yzzx, v3.wyxy
frc r10.zw, -r19
setp_lt p0.xw, v3, v10
expp r22, -c2.x
setp_ge p0.xy, r22, r24.wwyw
abs r2, c3
m4x4 r15, r24.zxzy, c5671
expp r22, c3.y
mad r17, -c1, v3, r0
max r3.x, r3, -c1.xwyw
sgn r21.z, -r24, r0, r2
setp_gt p0.y, r15, r15.zzwz
pow r6, c0.w, c2.y
sincos r28.y, -r19.w, c8190, c8191
max r7, c1, r6
max r17, v10.zxy, r19
callnz l122, p0.x
add oPos, -r15, r7
mul oD1.xyw, -r24, -c3
add oT0, c2, c0.zzwx
add oT5.xy, r19, c0.zy
add oT6, -r22, r19
ret
label l122
if b3
    call l1423
    if p0.y
    endif
endif
ret
label l1423
m3x4 r6, -r22.xxw, c2923
max r11, c1, c1.yxwz
setp_ne p0.xyz, r6.zxz, r3.xyxz
m3x3 r24.xyz, r6.yxyz, c1280
lit r14, r17.zw
ret
