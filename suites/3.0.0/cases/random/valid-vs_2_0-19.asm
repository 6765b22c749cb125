// case: random/valid/vs_2_0/19 (validate)
// expect: valid
// case: random/assemble/vs_2_0/19 (assemble)
// expect: the tokens of valid-vs_2_0-19.bin
// origin: random seed 1 vs_2_0 #19
vs_2_0
dcl_blendweight3 v11
dcl_blendindices10 v8
def c33, -0.5, -0.5, 2.0, 4.0
dcl_position v3
defb b10, true
defi i14, 1, 0, 1, 0
add r1.x, c2, c2
rsq r8, -c2.y
rcp r1.yzw, c1.w
crs r11.z, -r1, c1
exp r8, v11.w
callnz l12, !b4
dp3 r0.xy, c0.yzyx, r1.zy
m4x4 r4, v3, c119
add r7, -c0, v3
crs r0.xy, r7, -c3
sgn r2.xyz, -c2, r1, r4
m4x3 r6.xyz, r8, c27
dst r5, c2, v3
exp r9, -v8.w
min r1, r8.xw, -r8.yxwx
loop aL, i14
    frc r0, c0.ywxy
    callnz l12, b1
    expp r11.xyz, -c255.y
    logp r5, -c2.w
    sge r7, c4[aL], -v11
    callnz l12, b9
    pow r11, v8.y, r1.w
    dp3 r3, v11.wyxy, r5
    pow r0, c3.x, -v11.x
    sgn r3.y, -c4[aL], r0, r1
    mov r3.y, c0[aL].yxxy
    sgn r7.xy, r6, r3, r5
    pow r11.xyz, r9.z, r9.z
    dst r10, -c3.wzyw, v3
    min r4.xz, c8[aL], r7.xwyx
    dp4 r1, c2.wyzw, r8
    lit r6, -c4[aL]
endloop
pow r4.xy, -v3.w, c1.y
rcp r2.z, -r8.w
dp3 r1, -r9, -v8.xzy
min r5, r8, r5
mul oPos, r7, v3
mov oD1, -c0.y
add oT0.xy, -c0, v3
mov oT1, -c1
add oT5.x, -r7.zxyz, r9.xxwz
min oT6, v3.yzwz, -c0.xzxy
mov oPts, r6.y
ret
label l12
nop
max r11, c255.zxyx, -v8.zzzy
m4x4 r8, -r1, c202
mov r8, c2.wyyx
ret
