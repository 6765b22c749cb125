// case: op.frc-vs11-mask/invalid/vs_1_1/mutate-frc-full-mask-0 (validate)
// expect: invalid [op.frc-vs11-mask]
// origin: mutator frc-full-mask on random seed 1 vs_1_1 #0
vs_1_1
dcl_position v1
def c1, -1.0, 1.9053934e-25, -0.5, -50536.14
def c31, 2.0, -0.5, 0.25, -5.072314e28
def c37, 0.0024432268, 0.0, -1.0, -1.0
dcl_texcoord3 v14
dcl_binormal v5
min r1, c0.zwyx, v1
min r10, -v14, -c0
m3x4 r5, v5, c89
m4x3 r1.xyz, v14.yxyw, c140
lit r7, r1.xwwz
exp r9, c2.y
m4x4 r1, r9.yxyx, c38
dp3 r6, -r10.yyw, v1
rsq r6.x, v14.x
logp r4, r6.z
mad r1.xw, -r6, c2, -r1.yz
mul r7, c3.xzwx, r6
m3x4 r7, v14.zy, c215
nop
exp r3.y, c255.w
sge r9.xyw, v5.xyzy, -r4.ywzx
add r8, r4, -r6
m3x2 r0.xy, r4.xwx, c125
rcp r0, c255.y
dst r8.xzw, r7, r9
m4x4 r2, -r8.wzwx, c152
dst r3, r10, -c0
mov oPos, -r9
mov oD0.xzw, r8.yzw
max oD1.y, r5, v5
mad oT1.x, -r2.yxwy, -r2, -r0.wxz
add oT7.x, r6, r7.xxyz
frc r11, c0
