// case: random/valid/vs_1_1/19 (validate)
// expect: valid
// case: random/assemble/vs_1_1/19 (assemble)
// expect: the tokens of valid-vs_1_1-19.bin
// origin: random seed 1 vs_1_1 #19
vs_1_1
def c8, -1.1110517e33, 2.0, -0.5, 1.0
def c9, 0.25, 0.25, 0.0, -1.0
dcl_position v8
mad r0, c3, v8.yyyw, -c3.wzyx
slt r9, c0.xyx, v8
exp r7.xyw, c2.z
log r1, r0.z
mad oPos, r0.wzy, -c2.xzzy, -r0.yxw
mul oD0.w, r0, c2
max oD1.xzw, -c3, -r7.xyw
