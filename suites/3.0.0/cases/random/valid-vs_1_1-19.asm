// case: random/valid/vs_1_1/19 (validate)
// expect: valid
// case: random/assemble/vs_1_1/19 (assemble)
// expect: the tokens of valid-vs_1_1-19.bin
// origin: random seed 1 vs_1_1 #19
vs_1_1
def c8, -1.1110517e33, 2.0, -0.5, 1.0
def c9, 0.25, 0.25, 0.0, -1.0
dcl_position v8
min r0, c3, v8.yyyw
rsq r9.yw, -c1.z
slt r7, c3.wxwz, r9.w
dp4 r4, c0, r7.xxy
mul oPos, r0, -c2.xzzy
max oD0.w, -c3, r7.wwzy
add oD1.xzw, c0, -r4
