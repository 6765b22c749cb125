// case: random/valid/vs_2_0/14 (validate)
// expect: valid
// case: random/assemble/vs_2_0/14 (assemble)
// expect: the tokens of valid-vs_2_0-14.bin
// origin: random seed 1 vs_2_0 #14
vs_2_0
dcl_position v0
dcl_texcoord14 v4
defi i12, 1, 2, 1, 0
dcl_binormal7 v13
rsq r8, c255.x
max r2, c3.yxwy, -v0.xxxz
dst r11, -c3.wzxz, r8.wyyx
exp r2.xy, -r2.x
lit r6, c255
expp r7.xyw, -c255.z
mad r0, v4.xyx, c3, r11.zywy
m4x4 r8, -r2, c118
dst r7, -r2, -c255
if b1
    m3x2 r3.xy, -v13, c99
endif
mad oPos, -c3, -c3.zyzx, r8
mul oT1.xyz, -r0.yzwy, c3.zwxz
mul oT6.xy, r11, c3
mul oT7.xyz, r7.zzwz, r8
