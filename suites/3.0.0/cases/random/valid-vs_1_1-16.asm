// case: random/valid/vs_1_1/16 (validate)
// expect: valid
// case: random/assemble/vs_1_1/16 (assemble)
// expect: the tokens of valid-vs_1_1-16.bin
// origin: random seed 1 vs_1_1 #16
vs_1_1
def c27, 0.125, 0.5, 4.0, 0.125
def c10, 0.25, 0.5, 2.0, 0.25
dcl_position v10
rcp r2, -c2.x
dst r7, c0.ywxw, c0
mad r11.zw, v10, c1.ywxy, -v10.zxwy
mad r8, -r7.wxwx, r7, v10.yxwx
mul r1.xyw, c2, v10.wwyz
mov r5.xw, -c3.zyxy
m3x2 r10.xy, v10.yzw, c220
m4x4 r3, -v10.xzyz, c1
mov a0.x, -r7.x
min oPos, c0.zxzx, -r8
mad oD1.yw, v10.wyyz, r3.wzyx, c2
mad oT1, c1, r3, r2.xwyx
min oT6.x, c255, r10
