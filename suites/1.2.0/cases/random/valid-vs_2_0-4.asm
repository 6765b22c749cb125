// case: random/valid/vs_2_0/4 (validate)
// expect: valid
// case: random/assemble/vs_2_0/4 (assemble)
// expect: the tokens of valid-vs_2_0-4.bin
// origin: random seed 1 vs_2_0 #4
vs_2_0
dcl_texcoord13 v15
defi i0, 1, 2, 2, 0
dcl_color v6
defi i5, 1, 0, 1, 0
dcl_blendweight15 v8
def c62, 1.0, -4.5934644, 129207270.0, 0.25
dcl_position v2
rsq r10, c2.w
log r6.z, v8.z
m3x3 r11.xyz, v2.yzwz, c211
log r5, v2.y
m3x3 r0.xyz, -v15, c137
mov r4, c3
log r5.xy, c255.y
logp r4, c0.z
mad r1.y, -r10.xzx, c1.yyzx, v2.zzxy
dst r1, r0, v6
nrm r11.xyz, c2
frc r9, c2
lit r1, -c3.zyx
nrm r10, r9
dst r6, c2.wwzw, -c2
max r10.z, r1, c255
max r1.zw, -v8, -c255
callnz l10, b12
crs r4.z, v15, -c0
m3x3 r3.xyz, -r9.yxz, c147
exp r3.xy, -c3.x
abs r4, -v2.xxz
m3x2 r10.xy, r11.x, c223
mov r6.xyw, v8
m4x4 r10, r9.zzy, c2
mov r4, -r6.zzyw
callnz l7, b3
m3x4 r11, v8.yzzy, c192
mov r1, r5.wxw
callnz l10, b0
slt r5.zw, c0, c0
pow r3.z, -v8.x, v8.y
expp r11, r9.y
call l10
dp4 r1, c2, c1.ywwy
sge r2, c0.zxzx, c2.wwz
mov oPos, r11.ywzx
mul oD1.yzw, -r4.xzzy, -r9
min oT2, r1.yzxz, r5
mov oT7, r9
ret
label l10
if b0
    crs r4.yz, r1, c255
endif
ret
label l7
pow r0, c2.y, -c2.y
crs r3.xy, -r0, c255
ret
