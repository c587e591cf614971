import { OPTION_KEYS } from '@earnwave/contracts';
import { PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { postPurchasesContract } from './post-purchases.contract';
import { InMemoryPostPurchases } from './post-purchases.fake';
import { PostsRepository } from './posts.repository';

const database = contractDatabase();

postPurchasesContract('PostsRepository', () => ({
  posts: new PostsRepository(database.dataSource()),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  member: () => database.user(),
  async post(authorId, costView) {
    const id = randomUUID();
    const path = `posts/${id}.png`;
    await database.dataSource().transaction(async (manager) => {
      await manager.query(
        `INSERT INTO uploads (relative_path, owner_id, file_type, format_type, size) VALUES ($1, $2, 'image', 'png', 1)`,
        [path, authorId],
      );
      await manager.query(
        `INSERT INTO user_posts (id, member_id, title, post_relative_path, post_file_type, cost_view)
         VALUES ($1, $2, 'A post', $3, 'image', $4)`,
        [id, authorId, path, costView.toString()],
      );
    });
    return id;
  },
  async reprice(postId, costView) {
    await database
      .dataSource()
      .query(`UPDATE user_posts SET cost_view = $2 WHERE id = $1`, [postId, costView.toString()]);
  },
  async setFee(value) {
    await database.dataSource().query(
      `INSERT INTO options (option_key, option_value) VALUES ($1, $2)
         ON CONFLICT (option_key) DO UPDATE SET option_value = EXCLUDED.option_value`,
      [OPTION_KEYS.postViewFeePercent, value],
    );
  },
}));

postPurchasesContract('InMemoryPostPurchases', () => {
  const posts = new InMemoryPostPurchases();
  return {
    posts,
    unitOfWork: new InMemoryUnitOfWork(),
    member: async () => randomUUID(),
    async post(memberId, costView) {
      const id = randomUUID();
      posts.publish({ id, memberId, costView });
      return id;
    },
    reprice: async (postId, costView) => posts.reprice(postId, costView),
    setFee: async (value) => {
      posts.feeSetting = value;
    },
  };
});
