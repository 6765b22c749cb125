// case: random/valid/vs_1_1/11 (validate)
// expect: valid
// case: random/assemble/vs_1_1/11 (assemble)
// expect: the tokens of valid-vs_1_1-11.bin
// origin: random seed 1 vs_1_1 #11
vs_1_1
def c43, 3.203545e16, 0.0, 0.125, 4.0
dcl_color6 v3
dcl_position v9
logp r10, v9.x
m4x3 r11.xyz, v3, c142
min r7, r11.zxy, c2
slt r7, v9, r7
dp3 r9.yzw, -c2.yzzw, r7.yxy
min r10.yz, v3, r10.xw
mul r5, -v3.wwyw, -c1
mad oPos, r11.yxz, r7, c1.xwx
max oD1.yzw, -r5, r11.xzxz
add oT3, -r7.wwxz, r5
