// case: random/valid/vs_2_x/17 (validate)
// expect: valid
// case: random/assemble/vs_2_x/17 (assemble)
// expect: the tokens of valid-vs_2_x-17.bin
// origin: random seed 1 vs_2_x #17
vs_2_x
dcl_position v2
def c61, 1.0, 0.25, -2.0, -0.49193943
def c24, 0.25, 0.125, 0.0, -2.0
defi i10, 2, 4, 1, 0
def c49, -2.0, 0.25, -1.0, -1.5891887e-32
def c15, -2.0, 1.0, -2.0, 5.0984775e28
dcl_fog1 v0
dcl_normal4 v4
defi i5, 1, 1, 2, 0
add r18, c0, v0.xyz
abs r24.zw, -c255
frc r12, c255
lit r15, v4
dp3 r21, v2.wxyw, -c2.xxxy
rcp r1, r18.x
dst r15, r12, -c1.wzzw
rsq r25.xz, r24.z
lrp r1.yz, v2.yzw, -r21, -r18.yxyw
sincos r13.y, -r18.y, c254, c255
logp r3.xz, -r12.w
crs r16.yz, -r18, c0
pow r30, -c1.x, r21.y
m3x4 r20, -r1.yzxw, c96
sge r15.yzw, r20.xzwz, -r12.xxwx
mad oPos, v0.ywz, r20, -c3
mul oD0, c0.xzxy, v0.wzxy
mul oT1.xyz, r1, -r1
mad oT7, -r1, r21.xzwx, c2
