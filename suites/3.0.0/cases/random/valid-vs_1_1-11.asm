// case: random/valid/vs_1_1/11 (validate)
// expect: valid
// case: random/assemble/vs_1_1/11 (assemble)
// expect: the tokens of valid-vs_1_1-11.bin
// origin: random seed 1 vs_1_1 #11
vs_1_1
def c43, 3.203545e16, 0.0, 0.125, 4.0
dcl_color6 v3
dcl_position v9
log r10, v9.x
log r5, v3.w
min r7, r10.zxy, c0
slt r7, c3, r5
dp3 r9.yzw, -c2.yzzw, r5.yxy
min r10.yz, v3, v3.xw
mul r5, -r10.wwyw, -r5
mad oPos, r7.yxz, r7, c1.xwx
max oD1.yzw, -r5, v9.xzxz
add oT3, -r7.wwxz, r5
